package indigo

// PDS is a stored PDS host (models).
type PDS struct {
	Host string
	SSL  bool
}

func ClientForPds(pds *PDS) *Client {
	if pds.SSL {
		return &Client{
			// Source: github.com/bluesky-social/indigo/models/models.go:127 (sink: scheme plus the stored PDS host, a full URL for the xrpc Client; fine by the check's definition)
			Host: "https://" + pds.Host, // lookalike
		}
	}

	return &Client{
		// Source: github.com/bluesky-social/indigo/models/models.go:132 (plainhttp: plain http only for a PDS stored with SSL false, a per-host opt-in for local or test hosts, no public host is chosen; fine by the check's definition)
		Host: "http://" + pds.Host, // lookalike
	}
}
