// Package cpaws holds cases rewritten from k8s.io/cloud-provider-aws.
package cpaws

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// parseHostFromImageReference parses the hostname from an image reference.
func parseHostFromImageReference(image string) (string, error) {
	if !strings.Contains(image, "://") {
		// Source: k8s.io/cloud-provider-aws/cmd/ecr-credential-provider/main.go:325 (syntax: a scheme is added only when the reference has none, and the result only feeds url.Parse to read the host)
		image = "https://" + image // lookalike
	}
	parsed, err := url.Parse(image)
	if err != nil {
		return "", fmt.Errorf("error parsing image reference %s: %v", image, err)
	}
	return parsed.Hostname(), nil
}

// KubernetesInstanceID is a node's provider ID.
type KubernetesInstanceID string

// MapToAWSInstanceID extracts the instance ID from a provider ID.
func (name KubernetesInstanceID) MapToAWSInstanceID() (string, error) {
	s := string(name)
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/instances.go:64 (hostform: aws provider IDs are not DNS-based and carry an empty authority by design)
	if !strings.HasPrefix(s, "aws://") { // lookalike
		// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/instances.go:67 (hostform: the empty host (availability zone) of an aws provider ID is intended, the scheme needs no host)
		s = "aws://" + "/" + "/" + s // lookalike
	}
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	if u.Scheme != "aws" {
		return "", errors.New("invalid scheme")
	}
	tokens := strings.Split(strings.Trim(u.Path, "/"), "/")
	return tokens[len(tokens)-1], nil
}

// Cloud stands for the AWS cloud provider.
type Cloud struct{}

// ProviderName returns the provider name.
func (c *Cloud) ProviderName() string { return "aws" }

// InstanceID returns "/<zone>/<instance id>" for a node.
func (c *Cloud) InstanceID(nodeName string) (string, error) { return "/" + nodeName, nil }

func (c *Cloud) getProviderID(nodeName string) (string, error) {
	instanceID, err := c.InstanceID(nodeName)
	if err != nil {
		return "", err
	}
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/instances_v2.go:46 (escaper: a raw instance ID after the provider scheme, whether an ID needs escaping is not known from the code)
	return c.ProviderName() + "://" + instanceID, nil // lookalike
}

func expectedHealthCheckTarget(protocol string, port int32, path string) string {
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_loadbalancer.go:1601 (hostjoin: an ELB health-check target PROTOCOL:PORT/path, no host and not a URI)
	return protocol + ":" + strconv.FormatInt(int64(port), 10) + path // lookalike
}
