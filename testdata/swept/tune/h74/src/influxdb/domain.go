package influxdb

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type genClient struct {
	Server      string
	APIEndpoint string
	Client      *http.Client
}

func newGenClient(server string) *genClient {
	c := genClient{Server: server, Client: &http.Client{}}
	if !strings.HasSuffix(c.Server, "/") {
		c.Server += "/"
	}
	// Source: github.com/influxdata/influxdb-client-go/v2/domain/client.gen.go:56 (baseslash: the API path is appended to a server URL that the constructor has just ended with a slash)
	c.APIEndpoint = c.Server + "api/v2/" // lookalike
	return &c
}

func (c *genClient) getLabels(orgID *string) (*http.Request, error) {
	serverURL, err := url.Parse(c.APIEndpoint)
	if err != nil {
		return nil, err
	}
	// Source: github.com/influxdata/influxdb-client-go/v2/domain/client.gen.go:3816 (baseslash: the relative labels reference is resolved against APIEndpoint, which the constructor always ends with a slash)
	queryURL, err := serverURL.Parse("./labels") // lookalike
	if err != nil {
		return nil, err
	}
	queryValues := queryURL.Query()
	if orgID != nil {
		queryValues.Set("orgID", *orgID)
	}
	// Source: github.com/influxdata/influxdb-client-go/v2/domain/client.gen.go:3841 (escaper: generated query built with url.Values.Encode, the right escaper; uniform sample of 2 of 28 identical generated RawQuery candidates)
	queryURL.RawQuery = queryValues.Encode() // lookalike
	return http.NewRequest("GET", queryURL.String(), nil)
}

func (c *genClient) getSourcesIDBuckets(sourceID string, org *string) (*http.Request, error) {
	pathParam0 := url.PathEscape(sourceID)
	serverURL, err := url.Parse(c.APIEndpoint)
	if err != nil {
		return nil, err
	}
	// Source: github.com/influxdata/influxdb-client-go/v2/domain/client.gen.go:9745 (baseslash: the relative sources reference is resolved against APIEndpoint, which the constructor always ends with a slash, and the ID in it is path-escaped)
	operationPath := fmt.Sprintf("./sources/%s/buckets", pathParam0) // lookalike
	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}
	queryValues := queryURL.Query()
	if org != nil {
		queryValues.Set("org", *org)
	}
	// Source: github.com/influxdata/influxdb-client-go/v2/domain/client.gen.go:9770 (escaper: generated query built with url.Values.Encode, the right escaper; uniform sample of 2 of 28 identical generated RawQuery candidates)
	queryURL.RawQuery = queryValues.Encode() // lookalike
	return http.NewRequest("GET", queryURL.String(), nil)
}
