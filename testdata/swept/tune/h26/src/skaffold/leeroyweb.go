package skaffold

import (
	"io"
	"net/http"
)

func leeroyHandler(w http.ResponseWriter, r *http.Request) {
	// Source: github.com/GoogleContainerTools/skaffold/examples/microservices/leeroy-web/web.go:11 (plainhttp: a request in plain text to "leeroy-app", a one-label Service name of the cluster's network)
	resp, err := http.Get("http://leeroy-app:50051") // lookalike
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	if _, err := io.Copy(w, resp.Body); err != nil {
		panic(err)
	}
}
