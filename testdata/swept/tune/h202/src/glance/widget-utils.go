package glance

import (
	"encoding/json"
	"net/http"
)

var buildVersion = "dev"

var defaultHTTPClient = &http.Client{}

// Source: github.com/glanceapp/glance/internal/glance/widget-utils.go:46 (syntax: a User-Agent product string whose comment names the project page after "+", header text and no URI use by rule 4)
var glanceUserAgentString = "Glance/" + buildVersion + " +https://github.com/glanceapp/glance" // lookalike

func setBrowserUserAgentHeader(request *http.Request) {
	request.Header.Set("User-Agent", "Mozilla/5.0")
}

func decodeJsonFromRequest[T any](client *http.Client, request *http.Request) (T, error) {
	var result T
	response, err := client.Do(request)
	if err != nil {
		return result, err
	}
	defer response.Body.Close()
	err = json.NewDecoder(response.Body).Decode(&result)
	return result, err
}
