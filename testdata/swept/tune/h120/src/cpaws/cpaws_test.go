package cpaws

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestParseHostFromImageReference(t *testing.T) {
	testcases := []struct {
		name  string
		image string
		host  string
		err   error
	}{
		{
			name: "existing scheme",
			// Source: k8s.io/cloud-provider-aws/cmd/ecr-credential-provider/main_test.go:452 (plainhttp: a row of a parser table whose single-label host is no public Internet host)
			image: "http://foobar", // lookalike
			host:  "foobar",
		},
		{
			name:  "invalid URL",
			image: "foobar  ",
			// Source: k8s.io/cloud-provider-aws/cmd/ecr-credential-provider/main_test.go:460 (syntax: the URL sits inside the expected error text of the invalid-URL row)
			err: errors.New("error parsing image reference https://foobar  : parse \"https://foobar  \": invalid character \" \" in host name"), // lookalike
		},
	}
	for _, tc := range testcases {
		host, err := parseHostFromImageReference(tc.image)
		if (tc.err != nil) != (err != nil) || host != tc.host {
			t.Errorf("%s: got %q, %v", tc.name, host, err)
		}
	}
}

func readAWSCloudConfig(s string) (map[string]string, error) {
	m := map[string]string{}
	for _, l := range strings.Split(s, "\n") {
		if k, v, ok := strings.Cut(l, "="); ok {
			m[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	if m["Service"] == "" {
		return nil, errors.New("missing service")
	}
	return m, nil
}

func TestValidateOverridesActiveConfig(t *testing.T) {
	tests := []struct {
		name        string
		config      string
		expectError bool
	}{
		{
			name: "Missing Service Name",
			// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:246 (syntax: an INI configuration document that holds a URL line, not a URI itself)
			config:      "[global]\n[ServiceOverride \"1\"]\nRegion=sregion\nURL=https://s3.foo.bar\nSigningRegion=sregion\nSigningMethod = sign\n", // lookalike
			expectError: true,
		},
		{
			name: "Multiple Overridden Services in Multiple regions",
			// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:361 (syntax: an INI configuration document that holds URL lines, not a URI itself)
			config: "[global]\n[ServiceOverride \"1\"]\nService=s3\nRegion=region1\nURL=https://s3.foo.bar\nSigningRegion=sregion1\n", // lookalike
		},
	}
	for _, tc := range tests {
		if _, err := readAWSCloudConfig(tc.config); (err != nil) != tc.expectError {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestHealthCheckTargets(t *testing.T) {
	tests := []struct {
		name, protocol, path string
		port                 int32
		want                 string
	}{
		{
			name: "healthcheck protocol override", protocol: "HTTP", path: "/", port: 8080,
			// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:2194 (schemecase: an ELB health-check target whose protocol is uppercase by API format, not a URI)
			want: "HTTP:8080/", // lookalike
		},
		{
			name: "healthcheck protocol, port, path override", protocol: "HTTPS", path: "/healthz", port: 31224,
			// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:2209 (schemecase: an ELB health-check target whose protocol is uppercase by API format, not a URI)
			want: "HTTPS:31224/healthz", // lookalike
		},
	}
	for _, tc := range tests {
		if got := expectedHealthCheckTarget(tc.protocol, tc.port, tc.path); got != tc.want {
			t.Errorf("%s: got %s", tc.name, got)
		}
	}
}

// Node mirrors the part of v1.Node the cases use.
type Node struct {
	Name       string
	ProviderID string
}

func (c *Cloud) InstanceExistsByProviderID(providerID string) (bool, error) {
	_, err := KubernetesInstanceID(providerID).MapToAWSInstanceID()
	return false, err
}

func TestTaggingFargateNode(t *testing.T) {
	// Source: k8s.io/cloud-provider-aws/pkg/controllers/tagging/tagging_controller_test.go:134 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	n := Node{Name: "fargatenode0", ProviderID: "aws:///us-west-2a/2ea696a557-9e55466d21eb4f83a99a9aa396bbd134/fargate-ip-10-0-55-27.us-west-2.compute.internal"} // lookalike
	if n.ProviderID == "" {
		t.Fatal("empty")
	}
}

func TestGetNodeNameByInstanceID(t *testing.T) {
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:2465 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	n := Node{Name: "overridden", ProviderID: "aws:///us-west-2c/i-foo"} // lookalike
	if _, err := KubernetesInstanceID(n.ProviderID).MapToAWSInstanceID(); err != nil {
		t.Fatal(err)
	}
}

func TestNodeAddressesForFargatePrivateIP(t *testing.T) {
	c := &Cloud{}
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:3714 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	_, _ = c.InstanceExistsByProviderID("aws:///us-west-2c/1abc-2def/fargate-192.168.164.88") // lookalike
}

func TestInstanceExistsByProviderIDForInstanceNotFound(t *testing.T) {
	c := &Cloud{}
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:3776 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	exists, err := c.InstanceExistsByProviderID("aws:///us-west-2c/1abc-2def/i-not-found") // lookalike
	if err != nil || exists {
		t.Log(exists, err)
	}
}

func TestInstanceNotExistsByProviderIDForFargate(t *testing.T) {
	c := &Cloud{}
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:3855 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	exists, err := c.InstanceExistsByProviderID("aws:///us-west-2c/1abc-2def/fargate-not-found") // lookalike
	if err != nil || exists {
		t.Log(exists, err)
	}
}

func TestGetZoneByProviderIDForFargate(t *testing.T) {
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/aws_test.go:3891 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	id, err := KubernetesInstanceID("aws:///us-west-2c/1abc-2def/fargate-192.168.164.88").MapToAWSInstanceID() // lookalike
	if err != nil || id == "" {
		t.Fatal(err)
	}
}

func TestMapToAWSInstanceIDs(t *testing.T) {
	tests := []struct {
		Kubernetes  KubernetesInstanceID
		Aws         string
		ExpectError bool
	}{
		{
			// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/instances_test.go:48 (hostform: uniform sample of 10 of 40 aws provider IDs; a row of a provider-ID parser table, the aws scheme needs no host)
			Kubernetes: "aws:///us-east-1a/i-12345678abcdef01", // lookalike
			Aws:        "i-12345678abcdef01",
		},
		{
			// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/instances_test.go:80 (hostform: uniform sample of 10 of 40 aws provider IDs; a row of a provider-ID parser table, the aws scheme needs no host)
			Kubernetes: "aws:///us-west-2c/1abc-2def/fargate-ip-192-168-164-88.internal", // lookalike
			Aws:        "fargate-ip-192-168-164-88.internal",
		},
	}
	for _, tc := range tests {
		got, err := tc.Kubernetes.MapToAWSInstanceID()
		if (err != nil) != tc.ExpectError || got != tc.Aws {
			t.Errorf("%s: got %s, %v", tc.Kubernetes, got, err)
		}
	}
}

func TestInstanceShutdown(t *testing.T) {
	c := &Cloud{}
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/instances_v2_test.go:234 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	n := &Node{ProviderID: "aws:///us-west-2c/1abc-2def/i-abc"} // lookalike
	_, _ = c.InstanceExistsByProviderID(n.ProviderID)
}

func TestInstanceMetadata(t *testing.T) {
	instanceID := "i-00000000000000000"
	// Source: k8s.io/cloud-provider-aws/pkg/providers/v1/instances_v2_test.go:331 (hostform: uniform sample of 10 of 40 aws provider IDs; the aws scheme is no DNS scheme and needs no host)
	n := &Node{ProviderID: fmt.Sprintf("aws:///us-west-2c/1abc-2def/%s", instanceID)} // lookalike
	if _, err := KubernetesInstanceID(n.ProviderID).MapToAWSInstanceID(); err != nil {
		t.Fatal(err)
	}
}
