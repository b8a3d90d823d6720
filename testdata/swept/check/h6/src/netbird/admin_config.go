package netbird

// StoreConfig selects the database of the management server.
type StoreConfig struct {
	Engine string
	DSN    string
}

// ServerConfig is the server section of the combined configuration.
type ServerConfig struct {
	ExposedAddress string
	DataDir        string
	Store          StoreConfig
}

// ManagementConfig is the management section of the combined configuration.
type ManagementConfig struct {
	DataDir string
	Store   StoreConfig
}

// CombinedConfig is the configuration of the combined server.
type CombinedConfig struct {
	Server     ServerConfig
	Management ManagementConfig
}

// DefaultConfig returns the default combined configuration.
func DefaultConfig() *CombinedConfig {
	return &CombinedConfig{Server: ServerConfig{DataDir: "/var/lib/netbird"}}
}

// ApplyAdminDefaults copies the server settings the management section leaves empty.
func (c *CombinedConfig) ApplyAdminDefaults() {
	if c.Management.DataDir == "" {
		c.Management.DataDir = c.Server.DataDir
	}
	if c.Management.Store.Engine == "" {
		c.Management.Store = c.Server.Store
	}
}
