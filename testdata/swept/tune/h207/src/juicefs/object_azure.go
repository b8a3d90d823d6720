package juicefs

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// azblobClient is the stand-in for azblob.Client; serviceURL is the blob service URL.
type azblobClient struct{ serviceURL string }

func azblobNewClient(serviceURL string) (*azblobClient, error) {
	if _, err := url.Parse(serviceURL); err != nil {
		return nil, err
	}
	return &azblobClient{serviceURL}, nil
}

func azblobNewClientWithNoCredential(serviceURL string) (*azblobClient, error) {
	return azblobNewClient(serviceURL)
}

type wasb struct {
	DefaultObjectStorage
	client *azblobClient
	cName  string
}

func (b *wasb) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/azure.go:53 (syntax: the %s is the container name in a display string only logged and compared, no URI is sent; uniform sample 8 of 32 String() templates of the storages)
	return fmt.Sprintf("wasb://%s/", b.cName) // lookalike
}

func normalizeSASToken(token string) string {
	return strings.TrimPrefix(strings.TrimSpace(token), "?")
}

func domainFromHost(hostParts []string) string {
	if len(hostParts) <= 1 {
		return ""
	}
	domain := hostParts[1]
	if !strings.HasPrefix(domain, "blob") {
		return fmt.Sprintf("blob.%s", domain)
	}
	return domain
}

func autoWasbEndpoint(accountName, scheme string, makeClient func(serviceURL string) (*azblobClient, error)) (string, error) {
	baseURLs := []string{"blob.core.windows.net", "blob.core.chinacloudapi.cn"}
	var lastErr error
	for _, baseURL := range baseURLs {
		if _, err := net.LookupIP(fmt.Sprintf("%s.%s", accountName, baseURL)); err != nil {
			lastErr = err
			continue
		}
		// Source: github.com/juicedata/juicefs/pkg/object/azure.go:278 (syntax: scheme from the parsed endpoint and a DNS name made of the account name and a constant base domain give a valid service URL; uniform sample 8 of 18 scheme-and-host rebuilds)
		serviceURL := fmt.Sprintf("%s://%s.%s", scheme, accountName, baseURL) // lookalike
		if _, err := makeClient(serviceURL); err != nil {
			lastErr = err
			continue
		}
		return baseURL, nil
	}
	return "", fmt.Errorf("fail to auto-detect endpoint: %w", lastErr)
}

func newWasb(endpoint, accountName, accountKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/azure.go:307 (sink: the default https scheme is added to a bucket endpoint given without one, which is what the following ParseRequestURI needs; uniform sample 8 of 25 default-scheme prefixes)
		endpoint = fmt.Sprintf("https://%s", endpoint) // lookalike
	}
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint: %v, error: %v", endpoint, err)
	}
	hostParts := strings.SplitN(uri.Host, ".", 2)
	containerName := hostParts[0]

	if accountKey == "" {
		domain := domainFromHost(hostParts)
		normalized := normalizeSASToken(token)
		if normalized != "" {
			if domain == "" {
				if domain, err = autoWasbEndpoint(accountName, uri.Scheme, func(serviceURL string) (*azblobClient, error) {
					// Source: github.com/juicedata/juicefs/pkg/object/azure.go:337 (escaper: a SAS token is already an encoded query string, so appending it after "?" without escaping is right)
					return azblobNewClientWithNoCredential(serviceURL + "?" + normalized) // lookalike
				}); err != nil {
					return nil, err
				}
			}
			// Source: github.com/juicedata/juicefs/pkg/object/azure.go:342 (escaper: the SAS token is an already encoded query, spliced as the query on purpose)
			sasURL := fmt.Sprintf("%s://%s.%s?%s", uri.Scheme, accountName, domain, normalized) // lookalike
			client, err := azblobNewClientWithNoCredential(sasURL)
			if err != nil {
				return nil, err
			}
			return &wasb{client: client, cName: containerName}, nil
		}
	}
	return &wasb{cName: containerName}, nil
}

func init() {
	objectRegister("wasb", newWasb)
}
