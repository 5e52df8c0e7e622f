// Does not run as-is: its URL and collectionReference come from the answers of 2 earlier steps, spent now. The curl and Node code make those steps afresh first; here, put fresh values in their place.

package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
)

func main() {
	requestUrl := "http://127.0.0.1:8081/api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData"

	payload := strings.NewReader(`{
  "collectionReference": "0_4f2bce7d-2b57-4866-a184-66eec5b87fef"
}`)

	req, _ := http.NewRequest("POST", requestUrl, payload)

	req.SetBasicAuth(func(v string) string { if v == "" { return "sjd-demo" }; return v }(os.Getenv("PROVIDER_USERNAME")), func(v string) string { if v == "" { return "sjd-demo-secret" }; return v }(os.Getenv("PROVIDER_PASSWORD")))
	req.Header.Add("Content-Type", "application/json")
	req.Header.Add("Accept", "application/json")
	req.Header.Add("WP-Api-Version", "2024-06-01")

	res, _ := http.DefaultClient.Do(req)

	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)

	fmt.Println(res)
	fmt.Println(string(body))

}
