package faascli

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"path/filepath"
)

// ScaleFunction scale a function
func (c *Client) ScaleFunction(functionName, namespace string, replicas uint64) error {
	bodyBytes, _ := json.Marshal(map[string]interface{}{"serviceName": functionName, "replicas": replicas, "namespace": namespace})
	bodyReader := bytes.NewReader(bodyBytes)

	// Source: github.com/openfaas/faas-cli/proxy/scale.go:30 (pathjoin: filepath.Join builds the URL path of the scale request with the OS separator, so on Windows it yields backslashes that url.URL escapes to %5C and the gateway route is missed)
	functionPath := filepath.Join(scalePath, functionName) // defect pathjoin
	query := url.Values{}

	req, err := c.newRequest(http.MethodPost, functionPath, query, bodyReader)
	if err != nil {
		return err
	}
	res, err := c.httpClient.Do(req)
	if err != nil {
		return err
	}
	return res.Body.Close()
}
