package reproxy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ConsulClientMock is a mock implementation of ConsulClient.
type ConsulClientMock struct {
	GetFunc func() ([]consulService, error)
}

// Get calls GetFunc.
func (m *ConsulClientMock) Get() ([]consulService, error) { return m.GetFunc() }

func TestConsulCatalog_List(t *testing.T) {
	clientMock := &ConsulClientMock{GetFunc: func() ([]consulService, error) {
		return []consulService{
			{ServiceID: "id7", ServiceAddress: "adr7", ServicePort: 7000,
				Labels: map[string]string{"reproxy.route": "^/secure/(.*)", "reproxy.server": "secure.example.com"}},
			{ServiceID: "id3", ServiceAddress: "addr3", ServicePort: 3000,
				Labels: map[string]string{"reproxy.route": "^/api/123/(.*)", "reproxy.dest": "/blah/$1", "reproxy.server": "example.com"}},
			{ServiceID: "id33", ServiceAddress: "addr3", ServicePort: 3000,
				Labels: map[string]string{"reproxy.route": "^/api/123/(.*)", "reproxy.dest": "/blah/$1", "reproxy.server": "domain.com"}},
			{ServiceID: "id44", ServiceAddress: "addr44", ServicePort: 4000, Labels: map[string]string{"reproxy.enabled": "y"}},
			{ServiceID: "id2", ServiceAddress: "addr2", ServicePort: 2000, Labels: map[string]string{"reproxy.enabled": "y"}},
			{ServiceID: "id5", ServiceAddress: "adr5", ServicePort: 5000, Labels: map[string]string{"reproxy.keep-host": "true"}},
			{ServiceID: "id6", ServiceAddress: "adr6", ServicePort: 5001, Labels: map[string]string{"reproxy.keep-host": "false"}},
		}, nil
	}}

	cc := &ConsulCatalog{client: clientMock}
	res, err := cc.List()
	require.NoError(t, err)
	require.Len(t, res, 7)

	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog_test.go:117 (plainhttp: rule 1, expected destination built by the provider for the single-label service address adr7, no public Internet host; uniform sample 1 of 14 expected consul URLs)
	assert.Equal(t, "http://adr7:7000/$1", res[0].Dst) // lookalike
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog_test.go:128 (plainhttp: rule 1, expected ping URL on the single-label host addr3, no public host; uniform sample 2 of 14)
	assert.Equal(t, "http://addr3:3000/ping", res[1].PingURL) // lookalike
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog_test.go:135 (plainhttp: rule 1, expected label destination on the single-label host addr3, no public host; uniform sample 3 of 14)
	assert.Equal(t, "http://addr3:3000/blah/$1", res[2].Dst) // lookalike
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog_test.go:145 (plainhttp: rule 1, expected ping URL on the single-label host addr44, no public host; uniform sample 4 of 14)
	assert.Equal(t, "http://addr44:4000/ping", res[3].PingURL) // lookalike
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog_test.go:153 (plainhttp: rule 1, expected destination on the single-label host addr2, no public host; uniform sample 5 of 14)
	assert.Equal(t, "http://addr2:2000/$1", res[4].Dst) // lookalike
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog_test.go:164 (plainhttp: rule 1, expected ping URL on the single-label host adr5, no public host; uniform sample 6 of 14)
	assert.Equal(t, "http://adr5:5000/ping", res[5].PingURL) // lookalike
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/consulcatalog_test.go:172 (plainhttp: rule 1, expected destination on the single-label host adr6, no public host; uniform sample 7 of 14)
	assert.Equal(t, "http://adr6:5001/$1", res[6].Dst) // lookalike
}
