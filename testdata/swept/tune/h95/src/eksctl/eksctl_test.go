package eksctl

import (
	"fmt"
	"os"
	"strings"
	"testing"

	. "github.com/xeipuuv/gojsonschema"
)

func TestValidateDeprecatedWindowsAMIFamily(t *testing.T) {
	err := validateAMIFamily("WindowsServer20H2CoreContainer")
	// Source: github.com/weaveworks/eksctl/pkg/apis/eksctl.io/v1alpha5/validation_test.go:2300 (syntax: expected error message text with a documentation link in it, rule 4)
	want := "AMI Family WindowsServer20H2CoreContainer is deprecated. For more information, head to the Amazon documentation on Windows AMIs (https://docs.aws.amazon.com/eks/latest/userguide/eks-optimized-windows-ami.html)" // lookalike
	if err == nil || err.Error() != want {
		t.Fatalf("got %v", err)
	}
}

func TestAuthenticatorConfig(t *testing.T) {
	cfg := &ClusterConfig{
		Name: "auth-test-cluster",
		Status: &ClusterStatus{
			// Source: github.com/weaveworks/eksctl/pkg/eks/client_test.go:53 (hostcase: the cluster endpoint the test configures is a working value, rule 1, and its DNS host is upper case)
			Endpoint:                 "https://TEST.aws", // defect hostcase form
			CertificateAuthorityData: []byte("123"),
		},
	}
	k := NewForKubectl(cfg, "iam-root-account")
	if k.Server != cfg.Status.Endpoint {
		t.Errorf("got server %s", k.Server)
	}
}

func TestGetOIDCIssuerURL(t *testing.T) {
	// Source: github.com/weaveworks/eksctl/pkg/eks/eks_test.go:181 (hostcase: the OIDC issuer the test's fake cluster reports is a working value, rule 1, and its DNS host is mixed case)
	issuer := "https://exampleIssuer.eksctl.io/id/13EBFE0C5BD60778E91DFE559E02689C" // defect hostcase form
	c := &Cluster{Identity: &Identity{Oidc: &OIDC{Issuer: &issuer}}}
	if _, err := GetOIDCIssuerURL(c); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/weaveworks/eksctl/pkg/iam/oidc/api_test.go:49 (hostcase: the issuer is a working input the manager must accept, rule 1; the manager parses it but does not handle host case, and the host is mixed case)
const exampleIssuer = "https://exampleIssuer.eksctl.io/id/13EBFE0C5BD60778E91DFE559E02689C" // defect hostcase form

func TestOpenIDConnectManager(t *testing.T) {
	if _, err := NewOpenIDConnectManager("12345", exampleIssuer); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/weaveworks/eksctl/pkg/iam/oidc/api_test.go:72 (syntax: "should handle bad issuer URL" expects an error for the control character, rules 2a and 2b)
	_, err := NewOpenIDConnectManager("12345", "http://foo\x7f.com/") // lookalike
	if err == nil || !strings.HasPrefix(err.Error(), "parsing OIDC issuer URL") {
		t.Errorf("got %v", err)
	}
	// Source: github.com/weaveworks/eksctl/pkg/iam/oidc/api_test.go:78 (plainhttp: "should handle bad issuer URL scheme" expects the plain scheme to be rejected, rules 2a and 2b)
	_, err = NewOpenIDConnectManager("12345", "http://foo.com/") // lookalike
	if err == nil || !strings.HasPrefix(err.Error(), "unsupported URL scheme") {
		t.Errorf("got %v", err)
	}
}

type OIDCConfig struct {
	clientID     string
	idpIssuerURL string
}

// Source: github.com/weaveworks/eksctl/integration/tests/identity_provider/identity_provider_test.go:274 (escaper: the region and the user pool ID are inserted raw, and an ID's need for escaping is not known from the code)
func newOIDCConfig(clientID, region, userPoolID string) *OIDCConfig {
	return &OIDCConfig{
		clientID:     clientID,
		idpIssuerURL: fmt.Sprintf("https://cognito-idp.%s.amazonaws.com/%s", region, userPoolID), // lookalike
	}
}

func TestNewOIDCConfig(t *testing.T) {
	if c := newOIDCConfig("client", "us-west-2", "us-west-2_abc"); c.idpIssuerURL == "" {
		t.Fatal("no issuer")
	}
}

func TestCloudFormationSchemaValid(t *testing.T) {
	pwd, _ := os.Getwd()
	// Source: github.com/weaveworks/eksctl/pkg/goformation/goformation_schema_test.go:19 (hostform: a file URI built from the absolute working directory, where the empty authority is legal)
	schemaLoader := NewReferenceLoader("file://" + pwd + "/schema/cloudformation.schema.json") // lookalike
	// Source: github.com/weaveworks/eksctl/pkg/goformation/goformation_schema_test.go:22 (hostform: a file URI built from the absolute working directory, where the empty authority is legal)
	documentLoader := NewReferenceLoader("file://" + pwd + "/test/json/valid-template.json") // lookalike
	result, err := Validate(schemaLoader, documentLoader)
	if err != nil || !result.Valid() {
		t.Fatal(err)
	}
}

func TestCloudFormationSchemaInvalid(t *testing.T) {
	pwd, _ := os.Getwd()
	// Source: github.com/weaveworks/eksctl/pkg/goformation/goformation_schema_test.go:60 (hostform: a file URI built from the absolute working directory, where the empty authority is legal)
	schemaLoader := NewReferenceLoader("file://" + pwd + "/schema/cloudformation.schema.json") // lookalike
	for _, documentLoader := range []JSONLoader{
		// Source: github.com/weaveworks/eksctl/pkg/goformation/goformation_schema_test.go:94 (hostform: a file URI built from the working directory; the template it names is the invalid thing, not the URI)
		NewReferenceLoader("file://" + pwd + "/test/json/invalid-template-empty-resource-properties.json"), // lookalike
		// Source: github.com/weaveworks/eksctl/pkg/goformation/goformation_schema_test.go:134 (hostform: a file URI built from the working directory; the template it names is the invalid thing, not the URI)
		NewReferenceLoader("file://" + pwd + "/test/json/invalid-template-additional-resource-property.json"), // lookalike
	} {
		result, err := Validate(schemaLoader, documentLoader)
		if err != nil || result.Valid() {
			t.Error("expected an invalid template")
		}
	}
}

func TestSAMSchemaInvalid(t *testing.T) {
	pwd, _ := os.Getwd()
	// Source: github.com/weaveworks/eksctl/pkg/goformation/goformation_schema_test.go:169 (hostform: a file URI built from the absolute working directory, where the empty authority is legal)
	schemaLoader := NewReferenceLoader("file://" + pwd + "/schema/sam.schema.json") // lookalike
	// Source: github.com/weaveworks/eksctl/pkg/goformation/goformation_schema_test.go:172 (hostform: a file URI built from the working directory; the SAM template it names is the invalid thing, not the URI)
	documentLoader := NewReferenceLoader("file://" + pwd + "/test/json/invalid-sam-template-no-transform.json") // lookalike
	result, err := Validate(schemaLoader, documentLoader)
	if err != nil || result.Valid() {
		t.Error("expected an invalid template")
	}
}

// Source: github.com/weaveworks/eksctl/pkg/nodebootstrap/al2023_test.go:431 (syntax: MIME and YAML user data with the API endpoint embedded as a YAML value, not a URI)
const managedNodeConfig = "--//\nContent-Type: application/node.eks.aws\n\napiVersion: node.eks.aws/v1alpha1\nkind: NodeConfig\nspec:\n  cluster:\n    apiServerEndpoint: https://test.xxx.us-west-2.eks.amazonaws.com\n    certificateAuthority: dGVzdCBDQQ==\n" // lookalike

func TestManagedNodeConfig(t *testing.T) {
	if !strings.Contains(managedNodeConfig, "apiServerEndpoint") {
		t.Fatal("no endpoint")
	}
}

func TestWindowsUserData(t *testing.T) {
	entries := []struct {
		ng               *NodeGroup
		expectedUserData string
	}{
		{
			ng: &NodeGroup{
				PreBootstrapCommands: []string{
					// Source: github.com/weaveworks/eksctl/pkg/nodebootstrap/windows_managed_test.go:67 (syntax: a wget command line with the URL as one of its words, rule 4)
					"wget -UseBasicParsing -O amazon-cloudwatch-agent.msi https://s3.amazonaws.com/amazoncloudwatch-agent/windows/amd64/latest/amazon-cloudwatch-agent.msi", // lookalike
				},
			},
		},
		{
			ng: &NodeGroup{Labels: map[string]string{"foo": "bar"}},
			// Source: github.com/weaveworks/eksctl/pkg/nodebootstrap/windows_test.go:68 (syntax: expected PowerShell user data with the endpoint quoted as a script argument)
			expectedUserData: "\n<powershell>\n& $EKSBootstrapScriptFile -EKSClusterName \"windohs\" -APIServerEndpoint \"https://test.com\" -Base64ClusterCA \"dGVzdA==\" -KubeletExtraArgs \"--node-labels=foo=bar --register-with-taints=\" 3>&1 4>&1 5>&1 6>&1\n</powershell>\n", // lookalike
		},
		{
			ng: &NodeGroup{
				PreBootstrapCommands: []string{
					// Source: github.com/weaveworks/eksctl/pkg/nodebootstrap/windows_test.go:127 (syntax: a wget command line with the URL as one of its words, rule 4)
					"wget -UseBasicParsing -O amazon-cloudwatch-agent.msi https://s3.amazonaws.com/amazoncloudwatch-agent/windows/amd64/latest/amazon-cloudwatch-agent.msi", // lookalike
					"start /wait msiexec.exe /qb /i \"amazon-cloudwatch-agent.msi\"",
				},
			},
		},
		{
			ng: &NodeGroup{
				PreBootstrapCommands: []string{
					// Source: github.com/weaveworks/eksctl/pkg/nodebootstrap/windows_test.go:192 (syntax: a wget command line with the URL as one of its words, rule 4)
					`wget -UseBasicParsing -O amazon-cloudwatch-agent.msi https://s3.amazonaws.com/amazoncloudwatch-agent/windows/amd64/latest/amazon-cloudwatch-agent.msi`, // lookalike
				},
			},
		},
	}
	for i, e := range entries {
		got := NewWindowsUserData(e.ng, "endpoint")
		if e.expectedUserData != "" && got != e.expectedUserData {
			t.Errorf("%d: got %q", i, got)
		}
	}
}
