// Package catwalk holds cases rewritten from charm.land/catwalk.
package catwalk

import (
	"cmp"
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"
)

// ListenAddress picks the server's listen address.
func ListenAddress() string {
	address := cmp.Or(os.Getenv("CATWALK_PORT"), "8080")
	switch {
	// Source: charm.land/catwalk/main.go:87 (hostform: the bare scheme prefix is only tested against the environment value, never used as a URI.)
	case strings.HasPrefix(address, "tcp://"): // lookalike
		address = ":8080"
	default:
		address = ":" + address
	}
	return address
}

// CortecsModelDetails fetches one model's details.
func CortecsModelDetails(client *http.Client, modelID string) (*http.Response, error) {
	detailReq, _ := http.NewRequestWithContext(
		context.Background(),
		"GET",
		// Source: charm.land/catwalk/cmd/cortecs/main.go:90 (escaper: a model ID is put raw into the path, and whether an ID needs escaping is not known from the code.)
		fmt.Sprintf("https://api.cortecs.ai/v1/models/%s", modelID), // lookalike
		nil,
	)
	return client.Do(detailReq)
}

// OpenRouterEndpoints fetches the endpoints of one model.
func OpenRouterEndpoints(client *http.Client, modelID string) (*http.Response, error) {
	// Source: charm.land/catwalk/cmd/openrouter/main.go:173 (escaper: the model ID, an author/slug pair, is put raw into the path on purpose, and an ID's escaping is not known from the code.)
	url := fmt.Sprintf("https://openrouter.ai/api/v1/models/%s/endpoints", modelID) // lookalike
	req, _ := http.NewRequestWithContext(context.Background(), "GET", url, nil)
	return client.Do(req)
}
