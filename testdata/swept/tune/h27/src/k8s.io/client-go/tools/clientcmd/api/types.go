// Package api is a minimal stub of client-go's clientcmd api.
package api

// Cluster holds the server of a cluster.
type Cluster struct {
	Server                   string
	CertificateAuthorityData []byte
	InsecureSkipTLSVerify    bool
}

// Config is a kubeconfig.
type Config struct {
	Clusters map[string]*Cluster
}

// DeepCopy copies the config.
func (c *Config) DeepCopy() *Config {
	n := &Config{Clusters: map[string]*Cluster{}}
	for k, v := range c.Clusters {
		cc := *v
		n.Clusters[k] = &cc
	}
	return n
}
