package aiven

// Option is a function that configures the client.
type Option func(*aivenClient)

// TokenOpt runs the client with the given token
func TokenOpt(token string) Option {
	return func(d *aivenClient) {
		d.Token = token
	}
}

// HostOpt API host url
func HostOpt(host string) Option {
	return func(d *aivenClient) {
		// Source: github.com/aiven/go-client-codegen/option.go:56 (sink: a field named Host stores the full base URL the option documents, later used as the URL prefix, which is the right form)
		d.Host = host // lookalike
	}
}

// DoerOpt replaces underlying http client in aivenClient
func DoerOpt(doer Doer) Option {
	return func(d *aivenClient) {
		d.doer = doer
	}
}
