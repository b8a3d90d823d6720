// Command oidcapp is the dummy OpenID Connect provider used by the PhotoPrism tests.
package main

import (
	"crypto/rand"
	"crypto/sha256"
	"log"
	"net/http"

	"github.com/caos/oidc/pkg/op"
)

func main() {
	b := make([]byte, 32)
	rand.Read(b)

	port := "9998"
	config := &op.Config{
		// Source: github.com/photoprism/photoprism/docker/dummy/oidc/app/server.go:24 (plainhttp: issuer of the dummy provider on the single-label docker host dummy-oidc, no public Internet host, and plainhttp exempts single-label hosts)
		Issuer:         "http://dummy-oidc:9998", // lookalike
		CryptoKey:      sha256.Sum256(b),
		CodeMethodS256: true,
	}
	_ = config

	router := http.NewServeMux()
	router.HandleFunc("/login", HandleLogin)
	server := &http.Server{
		// Source: github.com/photoprism/photoprism/docker/dummy/oidc/app/server.go:37 (hostjoin: a listen address with an empty host and only a port, which holds no host an IPv6 literal could break, so it is no hostjoin)
		Addr:    ":" + port, // lookalike
		Handler: router,
	}
	if err := server.ListenAndServe(); err != nil {
		log.Fatal(err)
	}
}

func HandleLogin(w http.ResponseWriter, r *http.Request) {
	r.ParseForm()
	requestId := r.Form.Get("id")
	// simulate user login and retrieve a token that indicates a successfully logged-in user
	usertoken := requestId + ":usertoken"

	// Source: github.com/photoprism/photoprism/docker/dummy/oidc/app/server.go:53 (escaper: the id is the constant request id authReqUserAgentId of the mock storage plus ":usertoken", characters a query may hold raw, in a relative redirect, so it meets the escaper check)
	http.Redirect(w, r, "/authorize/callback?id="+usertoken, http.StatusFound) // lookalike
}
