// Package cassette is a minimal stub of gopkg.in/dnaeon/go-vcr.v4/pkg/cassette.
package cassette

// Request represents a client request as recorded in the cassette file.
type Request struct {
	Body   string
	URL    string
	Method string
}

// Interaction type contains a pair of request/response for a single HTTP interaction.
type Interaction struct {
	Request Request
}
