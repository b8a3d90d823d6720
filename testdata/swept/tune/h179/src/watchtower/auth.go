package watchtower

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// domains for Docker Hub, the default registry
const (
	DefaultRegistryDomain = "docker.io"
	DefaultRegistryHost   = "index.docker.io"
)

// splitImageName stands in for distribution/reference's normalisation: it
// returns the registry domain (with its port, if any) and the repository path.
func splitImageName(imageName string) (domain, path string) {
	i := strings.IndexRune(imageName, '/')
	if i == -1 || (!strings.ContainsAny(imageName[:i], ".:") && imageName[:i] != "localhost") {
		domain, path = DefaultRegistryDomain, imageName
	} else {
		domain, path = imageName[:i], imageName[i+1:]
	}
	if domain == DefaultRegistryDomain && !strings.ContainsRune(path, '/') {
		path = "library/" + path
	}
	if j := strings.IndexAny(path, ":@"); j != -1 {
		path = path[:j]
	}
	return domain, path
}

// GetRegistryAddress parses an image name
// and returns the address of the specified registry
func GetRegistryAddress(imageRef string) (string, error) {
	address, _ := splitImageName(imageRef)
	if address == DefaultRegistryDomain {
		address = DefaultRegistryHost
	}
	return address, nil
}

// GetAuthURL from the instructions in the challenge
func GetAuthURL(challenge string, imageName string) (*url.URL, error) {
	loweredChallenge := strings.ToLower(challenge)
	raw := strings.TrimPrefix(loweredChallenge, "bearer")

	pairs := strings.Split(raw, ",")
	values := make(map[string]string, len(pairs))

	for _, pair := range pairs {
		trimmed := strings.Trim(pair, " ")
		if key, val, ok := strings.Cut(trimmed, "="); ok {
			values[key] = strings.Trim(val, `"`)
		}
	}
	if values["realm"] == "" || values["service"] == "" {
		return nil, fmt.Errorf("challenge header did not include all values needed to construct an auth url")
	}

	authURL, _ := url.Parse(values["realm"])
	q := authURL.Query()
	q.Add("service", values["service"])

	_, scopeImage := splitImageName(imageName)
	scope := fmt.Sprintf("repository:%s:pull", scopeImage)
	q.Add("scope", scope)

	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth.go:147 (escaper: service and scope are added to url.Values and encoded with Encode, the right escaper for a query)
	authURL.RawQuery = q.Encode() // lookalike
	return authURL, nil
}

// GetChallengeURL returns the URL to check auth requirements
// for access to a given image
func GetChallengeURL(imageName string) url.URL {
	host, _ := GetRegistryAddress(imageName)

	// Source: github.com/containrrr/watchtower/pkg/registry/auth/auth.go:156 (hostjoin: the Host field takes the registry domain as the image reference spells it, host and optional port already together, nothing joined by hand)
	URL := url.URL{Scheme: "https", Host: host, Path: "/v2/"} // lookalike
	return URL
}

// GetChallengeRequest creates a request for getting challenge instructions
func GetChallengeRequest(URL url.URL) (*http.Request, error) {
	req, err := http.NewRequest("GET", URL.String(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "*/*")
	return req, nil
}
