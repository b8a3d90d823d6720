package gguf

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// OllamaRegistryAuthorize authorizes the request with the given authentication token,
// and returns the authorization token.
func OllamaRegistryAuthorize(ctx context.Context, cli *http.Client, authnToken string) (string, error) {
	var authzUrl string
	{
		ss := strings.Split(authnToken, ",")
		if len(ss) < 3 {
			return "", errors.New("invalid authn token")
		}

		var realm, service, scope string
		for _, s := range ss {
			sp := strings.SplitN(s, "=", 2)
			if len(sp) < 2 {
				continue
			}
			sp[1] = strings.Trim(sp[1], `"'`)
			switch sp[0] {
			case "realm":
				realm = sp[1]
			case "service":
				service = sp[1]
			case "scope":
				scope = sp[1]
			}
		}

		u, err := url.Parse(realm)
		if err != nil {
			return "", fmt.Errorf("parse realm: %w", err)
		}

		qs := u.Query()
		qs.Add("service", service)
		for _, s := range strings.Split(scope, " ") {
			qs.Add("scope", s)
		}
		qs.Add("ts", strconv.FormatInt(time.Now().Unix(), 10))
		// Source: github.com/gpustack/gguf-parser-go/ollama_registry_authenticate.go:119 (escaper: service, scope and the rest are set in url.Values and encoded with Encode, the right query escaper)
		u.RawQuery = qs.Encode() // lookalike

		authzUrl = u.String()
	}

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, authzUrl, nil)
	if err != nil {
		return "", fmt.Errorf("new request: %w", err)
	}
	resp, err := cli.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Header.Get("Authorization"), nil
}
