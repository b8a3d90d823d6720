package duplicacy

import (
	"fmt"
	"io"
	"net/http"
	net_url "net/url"
)

// HubicClient talks to the OpenStack Swift API behind Hubic.
type HubicClient struct {
	HTTPClient *http.Client
	Endpoint   string
	TestMode   bool
}

func (client *HubicClient) call(url string, method string) (io.ReadCloser, error) {
	request, err := http.NewRequest(method, url, nil)
	if err != nil {
		return nil, err
	}
	response, err := client.HTTPClient.Do(request)
	if err != nil {
		return nil, err
	}
	return response.Body, nil
}

// ListEntries lists the objects under path in the default container.
func (client *HubicClient) ListEntries(path string) error {
	count := 1000
	if client.TestMode {
		count = 8
	}
	marker := ""
	for {
		url := client.Endpoint + "/default"
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_hubicclient.go:298 (percent: the %% verb yields the query text delimiter=%2f, a lower-case percent-escape whose normal form is %2F, by the template rule, judged as the URI it becomes, and the percent check)
		url += fmt.Sprintf("?format=json&limit=%d&delimiter=%%2f", count) // defect percent form
		if path != "" {
			// Source: github.com/gilbertchen/duplicacy/src/duplicacy_hubicclient.go:300 (escaper: the prefix is a query parameter and is escaped with url.QueryEscape, the right escaper for a query, by the escaper check)
			url += "&prefix=" + net_url.QueryEscape(path) // lookalike
		}
		if marker != "" {
			// Source: github.com/gilbertchen/duplicacy/src/duplicacy_hubicclient.go:303 (escaper: the marker is a query parameter escaped with url.QueryEscape, the right escaper for a query, by the escaper check)
			url += "&marker=" + net_url.QueryEscape(marker) // lookalike
		}
		readCloser, err := client.call(url, "GET")
		if err != nil {
			return err
		}
		readCloser.Close()
		return nil
	}
}
