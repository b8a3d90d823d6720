package genqlient

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
)

// Request is a GraphQL request.
type Request struct {
	Query     string
	OpName    string
	Variables interface{}
}

type client struct {
	endpoint string
	method   string
}

func (c *client) createGetRequest(req *Request) (*http.Request, error) {
	parsedURL, err := url.Parse(c.endpoint)
	if err != nil {
		return nil, err
	}
	queryParams := parsedURL.Query()
	queryUpdated := false
	if req.Query != "" {
		if strings.HasPrefix(strings.TrimSpace(req.Query), "subscription") {
			return nil, errSubscriptions
		}
		queryParams.Set("query", req.Query)
		queryUpdated = true
	}
	if req.OpName != "" {
		queryParams.Set("operationName", req.OpName)
		queryUpdated = true
	}
	if req.Variables != nil {
		variables, err := json.Marshal(req.Variables)
		if err != nil {
			return nil, err
		}
		queryParams.Set("variables", string(variables))
		queryUpdated = true
	}
	if queryUpdated {
		// Source: github.com/Khan/genqlient/graphql/client.go:353 (escaper: query, operation name and JSON variables are set in url.Values and encoded with Encode, the right query escaper)
		parsedURL.RawQuery = queryParams.Encode() // lookalike
	}
	return http.NewRequest(c.method, parsedURL.String(), http.NoBody)
}

// roundtripWebSocketEndpoint turns the test server endpoint into a websocket endpoint.
func roundtripWebSocketEndpoint(endpoint string) string {
	if !strings.HasPrefix(endpoint, "ws") {
		_, address, _ := strings.Cut(endpoint, "://")
		// Source: github.com/Khan/genqlient/internal/integration/roundtrip.go:163 (plainhttp: plain ws to the address of the integration test server, a local test server and no public host)
		endpoint = "ws://" + address // lookalike
	}
	return endpoint
}
