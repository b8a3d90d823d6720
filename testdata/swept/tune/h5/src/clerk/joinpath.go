package clerk

import (
	"net/url"
	"strings"
)

// JoinPath concatenates API path elements and normalises the result with url.Parse.
func JoinPath(base string, elem ...string) (string, error) {
	var sb strings.Builder
	sb.WriteString(base)
	for _, el := range elem {
		sb.WriteString("/")
		sb.WriteString(el)
	}
	u, err := url.Parse(sb.String())
	if err != nil {
		return "", err
	}
	return u.String(), nil
}

// Source: github.com/clerk/clerk-sdk-go/template/client.go:154 (list path whose last element carries a constant query, parsed by JoinPath)
func listTemplatesPath(templateType string) (string, error) {
	return JoinPath("/templates", templateType+"?paginated=true") // lookalike
}
