// Package lookup stands for an API that looks up a service.
package lookup

// Service is a looked-up service; its ClusterIP may be IPv6.
type Service struct{ ClusterIP string }

// Get looks the service up.
func Get() Service { return Service{} }

// Container is a started container.
type Container struct{}

// ConnConfig is how to reach a container.
type ConnConfig struct{ Host string }

// ConnectionConfig gives how to reach the container.
func (Container) ConnectionConfig() (ConnConfig, error) { return ConnConfig{}, nil }
