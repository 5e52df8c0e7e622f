// A receiver for the provider's webhooks: it trusts an event only when Event-Signature holds
// the HMAC-SHA256 of the raw body under one of WEBHOOK_SECRETS (keyId:secret,keyId:secret).
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
)

var signature = regexp.MustCompile(`^([A-Za-z0-9._-]+)/SHA256/([0-9a-fA-F]{64})$`)

func isSigned(header string, rawBody []byte, secrets map[string]string) bool {
	for _, part := range strings.Split(header, ",") {
		match := signature.FindStringSubmatch(strings.TrimSpace(part))
		if match == nil {
			continue
		}
		secret, ok := secrets[match[1]]
		if !ok {
			continue
		}
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write(rawBody)
		given, _ := hex.DecodeString(match[2])
		if hmac.Equal(mac.Sum(nil), given) {
			return true
		}
	}
	return false
}

func main() {
	secrets := map[string]string{}
	for _, pair := range strings.Split(os.Getenv("WEBHOOK_SECRETS"), ",") {
		if keyID, secret, ok := strings.Cut(pair, ":"); ok {
			secrets[strings.TrimSpace(keyID)] = strings.TrimSpace(secret)
		}
	}
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		rawBody, err := io.ReadAll(r.Body)
		if err != nil || r.Method != http.MethodPost || !isSigned(r.Header.Get("Event-Signature"), rawBody, secrets) {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		fmt.Println(string(rawBody))
		w.WriteHeader(http.StatusOK)
	})
	host, port := os.Getenv("HOST"), os.Getenv("PORT")
	if host == "" {
		host = "127.0.0.1"
	}
	if port == "" {
		port = "8000"
	}
	http.ListenAndServe(host+":"+port, nil)
}
