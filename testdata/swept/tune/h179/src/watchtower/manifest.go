package watchtower

import (
	"errors"
	"fmt"
	url2 "net/url"
	"strings"
)

// BuildManifestURL from raw image data
func BuildManifestURL(imageName string) (string, error) {
	i := strings.LastIndex(imageName, ":")
	if i == -1 || strings.Contains(imageName[i:], "/") || strings.Contains(imageName, "@") {
		return "", errors.New("Parsed container image ref has no tag: " + imageName)
	}
	host, _ := GetRegistryAddress(imageName)
	_, img := splitImageName(imageName)
	tag := imageName[i+1:]

	url := url2.URL{
		Scheme: "https",
		Host:   host,
		// Source: github.com/containrrr/watchtower/pkg/registry/manifest/manifest.go:42 (escaper: image path and tag are validated Docker reference parts, lower-case names and tag characters that need no escaping, and they go into the Path field that String escapes)
		Path: fmt.Sprintf("/v2/%s/manifests/%s", img, tag), // lookalike
	}
	return url.String(), nil
}
