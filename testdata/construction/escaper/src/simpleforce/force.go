// Package simpleforce mirrors a CRM REST client.
package simpleforce

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client holds the instance URL, e.g. "https://crm.example.com".
type Client struct {
	instanceURL   string
	apiVersion    string
	useToolingAPI bool
	hc            *http.Client
}

func (c *Client) httpRequest(method, u string) (*http.Response, error) {
	req, err := http.NewRequest(method, u, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// Source: github.com/simpleforce/simpleforce/force.go:84 (query text escaped with url.PathEscape as the value of the q query parameter)
func (c *Client) Query(q string) (*http.Response, error) {
	var u string
	if strings.HasPrefix(q, "/services/data") {
		u = fmt.Sprintf("%s%s", c.instanceURL, q)
	} else {
		formatString := "%s/services/data/v%s/query?q=%s"
		baseURL := c.instanceURL
		if c.useToolingAPI {
			formatString = strings.Replace(formatString, "query", "tooling/query", -1)
		}
		u = fmt.Sprintf(formatString, baseURL, c.apiVersion, url.PathEscape(q)) // defect escaper
	}
	return c.httpRequest("GET", u)
}

// Source: github.com/simpleforce/simpleforce/tooling.go:36 (script body escaped with url.PathEscape as the value of the anonymousBody query parameter)
func (c *Client) ExecuteAnonymous(body string) (*http.Response, error) {
	formatString := "%s/services/data/v%s/tooling/executeAnonymous/?anonymousBody=%s"
	baseURL := c.instanceURL
	endpoint := fmt.Sprintf(formatString, baseURL, c.apiVersion, url.PathEscape(body)) // defect escaper
	return c.httpRequest("GET", endpoint)
}
