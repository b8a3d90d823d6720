package faascli

import (
	"net/http"
	"net/url"
	"strconv"
)

// logsRequest stands in for faas-provider's logs.Request.
type logsRequest struct {
	Name   string
	Follow bool
	Tail   int
}

func reqAsQueryValues(r logsRequest) url.Values {
	query := url.Values{}
	query.Add("name", r.Name)
	query.Add("follow", strconv.FormatBool(r.Follow))
	query.Add("tail", strconv.Itoa(r.Tail))
	return query
}

// GetLogs return stream for the logs
func (c *Client) GetLogs(params logsRequest) (*http.Response, error) {
	logRequest, err := c.newRequest(http.MethodGet, "/system/logs", url.Values{}, nil)
	if err != nil {
		return nil, err
	}
	// Source: github.com/openfaas/faas-cli/proxy/logs.go:27 (escaper: the log parameters are url.Values encoded with Encode, the right escaper for a query)
	logRequest.URL.RawQuery = reqAsQueryValues(params).Encode() // lookalike
	return c.httpClient.Do(logRequest)
}
