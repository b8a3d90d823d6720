// Package kuberouter holds cases rewritten from github.com/cloudnativelabs/kube-router/v2.
package kuberouter

import (
	"errors"
	"fmt"
	"os"
	"strings"
)

type versionMessage struct {
	minVersionInclusive string
	maxVersionExclusive string
	message             string
}

var msgVersionArr = []versionMessage{
	{
		minVersionInclusive: "v2.0.0",
		maxVersionExclusive: "v2.1.0",
		// Source: github.com/cloudnativelabs/kube-router/v2/pkg/version/version.go:29 (syntax: a well-formed release-notes link joined to prose in a message printed to the user, so rule 4 makes it no syntax defect.)
		message: "Version v2.X introduces backward compatibility breaking changes, the kube-router project " +
			"recommends that you read the release notes carefully before deploying: " +
			"https://github.com/cloudnativelabs/kube-router/releases/tag/v2.0.0", // lookalike
	},
}

// PrintVersionMessages writes the messages that apply to the running version.
func PrintVersionMessages(version string) {
	for _, m := range msgVersionArr {
		if version >= m.minVersionInclusive && version < m.maxVersionExclusive {
			fmt.Fprintf(os.Stderr, "%s", m.message)
		}
	}
}

// EndpointParser returns protocol and path of provided endpoint.
func EndpointParser(endpoint string) (proto string, path string, err error) {
	result := strings.Split(endpoint, "://")
	if len(result) < 2 {
		// Source: github.com/cloudnativelabs/kube-router/v2/pkg/cri/remote_runtime.go:106 (syntax: the scheme-and-path shape is a placeholder inside an error message, prose under rule 4 and a placeholder under rule 3.)
		return "", "", errors.New("bad endpoint format. should be 'protocol://path'") // lookalike
	}
	return result[0], result[1], nil
}
