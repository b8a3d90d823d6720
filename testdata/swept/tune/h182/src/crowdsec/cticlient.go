package crowdsec

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
)

const (
	CTIBaseUrl    = "https://cti.api.crowdsec.net/v2"
	smokeEndpoint = "/smoke"
	fireEndpoint  = "/fire"
)

// CrowdsecCTIClient is the exported client of the CTI API.
type CrowdsecCTIClient struct {
	httpClient *http.Client
	apiKey     string
}

func (c *CrowdsecCTIClient) doRequest(ctx context.Context, method string, endpoint string, params map[string]string) ([]byte, error) {
	url := CTIBaseUrl + endpoint
	if len(params) > 0 {
		url += "?"
		for k, v := range params {
			// Source: github.com/crowdsecurity/crowdsec/pkg/cticlient/client.go:43 (escaper: query keys and values of the exported client, such as the caller's FireParams.Since string, are spliced raw into the query, so a value with & + # or a space breaks it; url.Values.Encode is right, a real defect in non-test code, no fixture rule applies)
			url += fmt.Sprintf("%s=%s&", k, v) // defect escaper
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, url, http.NoBody)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Api-Key", c.apiKey)
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// FireParams are the optional query parameters of Fire.
type FireParams struct {
	Since *string `json:"since"`
	Page  *int    `json:"page"`
	Limit *int    `json:"limit"`
}

func (c *CrowdsecCTIClient) Fire(params FireParams) ([]byte, error) {
	paramsMap := make(map[string]string)
	if params.Page != nil {
		paramsMap["page"] = fmt.Sprintf("%d", *params.Page)
	}
	if params.Since != nil {
		paramsMap["since"] = *params.Since
	}
	if params.Limit != nil {
		paramsMap["limit"] = fmt.Sprintf("%d", *params.Limit)
	}
	return c.doRequest(context.TODO(), http.MethodGet, fireEndpoint, paramsMap)
}

func (c *CrowdsecCTIClient) SearchIPs(ips []string) ([]byte, error) {
	params := map[string]string{"ips": strings.Join(ips, ",")}
	return c.doRequest(context.TODO(), http.MethodGet, smokeEndpoint, params)
}
