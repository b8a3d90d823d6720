package kubeshark

import (
	"errors"
	"regexp"
)

func parseOCIRef(chartRef string) (string, string, error) {
	// Source: github.com/kubeshark/kubeshark/kubernetes/helm/helm.go:46 (syntax: a regular expression that matches oci:// chart references, not a URI itself)
	refTagRegexp := regexp.MustCompile(`^(oci://[^:]+(:[0-9]{1,5})?[^:]+):(.*)$`) // lookalike
	caps := refTagRegexp.FindStringSubmatch(chartRef)
	if len(caps) != 4 {
		return "", "", errors.New("improperly formatted oci chart reference: " + chartRef)
	}
	return caps[1], caps[3], nil
}
