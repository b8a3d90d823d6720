package openai

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// Source: github.com/sashabaranov/go-openai/example_test.go:251 (proxy URL formatted from a constant localhost and a port from the environment)
func Example_clientWithProxy() {
	port := os.Getenv("LLM_PROXY_PORT")
	proxyURL, err := url.Parse(fmt.Sprintf("http://localhost:%s", port)) // lookalike
	if err != nil {
		panic(err)
	}
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxyURL)}}
	_ = client
}
