package faascli

import (
	"fmt"
	"net/url"
	"path"
)

const (
	systemPath     = "/system/functions"
	functionPath   = "/system/function"
	namespacesPath = "/system/namespaces"
	scalePath      = "/system/scale-function"
)

func createSystemEndpoint(gateway, namespace string) (string, error) {
	gatewayURL, err := url.Parse(gateway)
	if err != nil {
		return "", fmt.Errorf("invalid gateway URL: %s", err.Error())
	}
	// Source: github.com/openfaas/faas-cli/proxy/utils.go:21 (pathjoin: path.Join works on the Path field of the parsed gateway URL, not on the whole URL, so the scheme's slashes are untouched)
	gatewayURL.Path = path.Join(gatewayURL.Path, systemPath) // lookalike
	if len(namespace) > 0 {
		q := gatewayURL.Query()
		q.Set("namespace", namespace)
		// Source: github.com/openfaas/faas-cli/proxy/utils.go:25 (escaper: the namespace is set in url.Values and encoded with Encode, the right escaper for a query)
		gatewayURL.RawQuery = q.Encode() // lookalike
	}
	return gatewayURL.String(), nil
}

func createFunctionEndpoint(gateway, functionName, namespace string) (string, error) {
	gatewayURL, err := url.Parse(gateway)
	if err != nil {
		return "", fmt.Errorf("invalid gateway URL: %s", err.Error())
	}
	// Source: github.com/openfaas/faas-cli/proxy/utils.go:35 (pathjoin: path.Join builds only the Path field of the parsed URL, which String escapes, so the scheme's slashes are untouched)
	gatewayURL.Path = path.Join(gatewayURL.Path, functionPath, functionName) // lookalike
	if len(namespace) > 0 {
		q := gatewayURL.Query()
		q.Set("namespace", namespace)
		// Source: github.com/openfaas/faas-cli/proxy/utils.go:39 (escaper: the namespace is set in url.Values and encoded with Encode, the right escaper for a query)
		gatewayURL.RawQuery = q.Encode() // lookalike
	}
	return gatewayURL.String(), nil
}

func createNamespacesEndpoint(gateway string) (string, error) {
	gatewayURL, err := url.Parse(gateway)
	if err != nil {
		return "", fmt.Errorf("invalid gateway URL: %s", err.Error())
	}
	// Source: github.com/openfaas/faas-cli/proxy/utils.go:49 (pathjoin: path.Join works on the Path field of the parsed gateway URL, not on the whole URL)
	gatewayURL.Path = path.Join(gatewayURL.Path, namespacesPath) // lookalike
	return gatewayURL.String(), nil
}
