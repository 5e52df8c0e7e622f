// Does not run as-is: its URL comes from the answers of 4 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

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

	req.SetBasicAuth(func(v string) string { if v == "" { return "sjd-demo" }; return v }(os.Getenv("PROVIDER_USERNAME")), func(v string) string { if v == "" { return "sjd-demo-secret" }; return v }(os.Getenv("PROVIDER_PASSWORD")))
	req.Header.Add("Accept", "application/json")
	req.Header.Add("WP-Api-Version", "2024-06-01")

	res, _ := http.DefaultClient.Do(req)

	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)

	fmt.Println(res)
	fmt.Println(string(body))

}
