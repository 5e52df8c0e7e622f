package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
)

func main() {
	requestUrl := "http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges"

	req, _ := http.NewRequest("POST", requestUrl, nil)

	req.SetBasicAuth(os.Getenv("PROVIDER_USERNAME"), os.Getenv("PROVIDER_PASSWORD"))
	req.Header.Add("Accept", "application/json")
	req.Header.Add("WP-Api-Version", "2024-06-01")

	res, _ := http.DefaultClient.Do(req)

	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)

	fmt.Println(res)
	fmt.Println(string(body))

}
