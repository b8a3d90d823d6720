package nacos

// ServerConfig is the configuration of one nacos server.
type ServerConfig struct {
	Scheme      string // the nacos server scheme,default=http,this is not required in 2.0
	ContextPath string // the nacos server contextpath,default=/nacos,this is not required in 2.0
	IpAddr      string // the nacos server address
	Port        uint64 // nacos server port
	GrpcPort    uint64 // nacos server grpc port, default=server port + 1000, this is not required
}

// ClientConfig is the configuration of the nacos client.
type ClientConfig struct {
	TimeoutMs uint64
	Endpoint  string // the endpoint for get Nacos server addresses
	LogLevel  string
	Username  string
	Password  string
}

// ClientOption sets a field of ClientConfig.
type ClientOption func(*ClientConfig)

// NewClientConfig creates a ClientConfig from options.
func NewClientConfig(opts ...ClientOption) *ClientConfig {
	clientConfig := &ClientConfig{TimeoutMs: 10 * 1000, LogLevel: "info"}
	for _, opt := range opts {
		opt(clientConfig)
	}
	return clientConfig
}

// WithTimeoutMs ...
func WithTimeoutMs(timeoutMs uint64) ClientOption {
	return func(config *ClientConfig) { config.TimeoutMs = timeoutMs }
}

// WithEndpoint ...
func WithEndpoint(endpoint string) ClientOption {
	return func(config *ClientConfig) { config.Endpoint = endpoint }
}

// WithLogLevel ...
func WithLogLevel(logLevel string) ClientOption {
	return func(config *ClientConfig) { config.LogLevel = logLevel }
}

// WithUsername ...
func WithUsername(username string) ClientOption {
	return func(config *ClientConfig) { config.Username = username }
}

// WithPassword ...
func WithPassword(password string) ClientOption {
	return func(config *ClientConfig) { config.Password = password }
}
