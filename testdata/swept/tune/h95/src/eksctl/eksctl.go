// Package eksctl holds cases rewritten from github.com/weaveworks/eksctl.
package eksctl

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Source: github.com/weaveworks/eksctl/integration/tests/assertions.go:59 (hostform: the provider ID format is quoted inside an assertion message, rule 4)
func providerIDMessage(providerID string) string {
	return fmt.Sprintf("provider ID %q should have instance ID format aws:///us-west-2c/i-00bb587a7011eb63c", providerID) // lookalike
}

// Source: github.com/weaveworks/eksctl/pkg/actions/nodegroup/scale.go:205 (syntax: a documentation link at the end of an error message, rule 4)
func checkAMI(images int) error {
	if images == 0 {
		return errors.New("AMI associated with the nodegroup is either deprecated or removed; please upgrade the nodegroup before scaling it: https://eksctl.io/usage/nodegroup-upgrade/") // lookalike
	}
	return nil
}

// Source: github.com/weaveworks/eksctl/pkg/apis/eksctl.io/v1alpha5/validation.go:733 (syntax: a documentation link in parentheses inside an error message, rule 4)
func validateAMIFamily(family string) error {
	if strings.HasPrefix(family, "WindowsServer20") {
		return fmt.Errorf("AMI Family %s is deprecated. For more information, head to the Amazon documentation on Windows AMIs (https://docs.aws.amazon.com/eks/latest/userguide/eks-optimized-windows-ami.html)", family) // lookalike
	}
	return nil
}

// ClusterStatus holds what is known about a running cluster.
type ClusterStatus struct {
	Endpoint                 string
	CertificateAuthorityData []byte
}

// ClusterConfig is a cluster description.
type ClusterConfig struct {
	Name   string
	Status *ClusterStatus
}

// Kubeconfig is a minimal kubeconfig.
type Kubeconfig struct {
	CurrentContext string
	Server         string
}

// NewForKubectl builds a kubeconfig for the cluster's API endpoint.
func NewForKubectl(cfg *ClusterConfig, username string) *Kubeconfig {
	return &Kubeconfig{
		CurrentContext: username + "@" + cfg.Name,
		Server:         cfg.Status.Endpoint,
	}
}

// Cluster is the EKS API view of a cluster.
type Cluster struct {
	Identity *Identity
}

// Identity holds the cluster's identity provider.
type Identity struct {
	Oidc *OIDC
}

// OIDC holds the cluster's OIDC issuer.
type OIDC struct {
	Issuer *string
}

// GetOIDCIssuerURL returns the issuer URL of the cluster's identity provider.
func GetOIDCIssuerURL(c *Cluster) (*url.URL, error) {
	if c.Identity == nil || c.Identity.Oidc == nil || c.Identity.Oidc.Issuer == nil {
		return nil, errors.New("unknown OIDC issuer URL")
	}
	return url.Parse(*c.Identity.Oidc.Issuer)
}

// OpenIDConnectManager manages the IAM OIDC provider of a cluster.
type OpenIDConnectManager struct {
	issuerURL *url.URL
}

// NewOpenIDConnectManager parses the issuer URL of a cluster.
func NewOpenIDConnectManager(accountID, issuer string) (*OpenIDConnectManager, error) {
	issuerURL, err := url.Parse(issuer)
	if err != nil {
		return nil, fmt.Errorf("parsing OIDC issuer URL: %w", err)
	}
	if issuerURL.Scheme != "https" {
		return nil, fmt.Errorf("unsupported URL scheme %q", issuerURL.Scheme)
	}
	return &OpenIDConnectManager{issuerURL: issuerURL}, nil
}

// NodeGroup is a node group description.
type NodeGroup struct {
	Labels               map[string]string
	PreBootstrapCommands []string
}

// NewWindowsUserData renders the user data of a Windows node.
func NewWindowsUserData(ng *NodeGroup, endpoint string) string {
	var b strings.Builder
	b.WriteString("\n<powershell>\n")
	for _, c := range ng.PreBootstrapCommands {
		b.WriteString(c + "\n")
	}
	fmt.Fprintf(&b, "& $EKSBootstrapScriptFile -EKSClusterName \"windohs\" -APIServerEndpoint %q\n</powershell>\n", endpoint)
	return b.String()
}
