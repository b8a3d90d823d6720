package hcp

// IAMTransportConfig is the generated transport config of the cloud-iam client.
type IAMTransportConfig struct {
	Host     string
	BasePath string
	Schemes  []string
}

// WithHost overrides the default host.
func (cfg *IAMTransportConfig) WithHost(host string) *IAMTransportConfig {
	// Source: github.com/hashicorp/hcp-sdk-go/clients/cloud-iam/stable/2019-12-10/client/cloud_iam_client.go:95 (hostform: a generated setter stores a caller-given host, nothing about its form is known; uniform sample 2 of 25 identical setters)
	cfg.Host = host // lookalike
	return cfg
}

// VaultSecretsTransportConfig is the generated transport config of the cloud-vault-secrets client.
type VaultSecretsTransportConfig struct {
	Host     string
	BasePath string
	Schemes  []string
}

// WithHost overrides the default host.
func (cfg *VaultSecretsTransportConfig) WithHost(host string) *VaultSecretsTransportConfig {
	// Source: github.com/hashicorp/hcp-sdk-go/clients/cloud-vault-secrets/stable/2023-11-28/client/cloud_vault_secrets_client.go:83 (hostform: the same generated setter storing a caller-given host; uniform sample 2 of 25)
	cfg.Host = host // lookalike
	return cfg
}
