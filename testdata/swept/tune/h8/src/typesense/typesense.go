package typesense

import (
	"fmt"
	"net/http"
	"net/url"
)

// Source: github.com/typesense/typesense-go/typesense/api/client_gen.go:1643 (escaper: the generated client escapes the path parameter before it formats it into the path)
func newGetAliasRequest(server string, aliasName string) (*http.Request, error) {
	pathParam0 := url.PathEscape(aliasName)
	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	operationPath := fmt.Sprintf("/aliases/%s", pathParam0) // lookalike
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}
	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}
	return http.NewRequest("GET", queryURL.String(), nil)
}
