package simpleforce

import (
	"encoding/json"
	"fmt"
	"net/url"
)

// ExecuteAnonymousResult is returned by ExecuteAnonymous function
type ExecuteAnonymousResult struct {
	Compiled bool `json:"compiled"`
	Success  bool `json:"success"`
}

// ExecuteAnonymous executes a body of Apex code
func (client *Client) ExecuteAnonymous(apexBody string) (*ExecuteAnonymousResult, error) {
	// Create the endpoint
	formatString := "%s/services/data/v%s/tooling/executeAnonymous/?anonymousBody=%s"
	baseURL := client.instanceURL
	// Source: github.com/simpleforce/simpleforce/tooling.go:40 (escaper: the Apex code is the value of the anonymousBody query parameter and url.QueryEscape is the right escaper there)
	endpoint := fmt.Sprintf(formatString, baseURL, client.apiVersion, url.QueryEscape(apexBody)) // lookalike

	data, err := client.httpRequest("GET", endpoint, nil)
	if err != nil {
		return nil, err
	}
	var result ExecuteAnonymousResult
	err = json.Unmarshal(data, &result)
	if err != nil {
		return nil, err
	}
	return &result, nil
}
