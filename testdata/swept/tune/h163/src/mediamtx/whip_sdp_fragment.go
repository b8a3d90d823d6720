package mediamtx

import "strings"

// SDPAttribute is a SDP attribute.
type SDPAttribute struct {
	Key   string
	Value string
}

// SDPMedia is a SDP media section.
type SDPMedia struct {
	MediaName  string
	Attributes []SDPAttribute
}

// SDPFragment is a trickle-ICE SDP fragment.
type SDPFragment struct {
	Attributes []SDPAttribute
	Medias     []SDPMedia
}

// Marshal encodes a SDP fragment.
func (f SDPFragment) Marshal() ([]byte, error) {
	var b strings.Builder

	for _, a := range f.Attributes {
		if a.Value != "" {
			// Source: github.com/bluenviron/mediamtx/internal/protocols/whip/sdp_fragment.go:38 (hostjoin: an SDP attribute line a=key:value, not a host and port and not part of any URI)
			b.WriteString("a=" + a.Key + ":" + a.Value + "\r\n") // lookalike
		} else {
			b.WriteString("a=" + a.Key + "\r\n")
		}
	}

	for _, m := range f.Medias {
		b.WriteString("m=" + m.MediaName + "\r\n")
		for _, a := range m.Attributes {
			if a.Value != "" {
				// Source: github.com/bluenviron/mediamtx/internal/protocols/whip/sdp_fragment.go:48 (hostjoin: the same SDP media attribute line, no authority is built)
				b.WriteString("a=" + a.Key + ":" + a.Value + "\r\n") // lookalike
			} else {
				b.WriteString("a=" + a.Key + "\r\n")
			}
		}
	}

	return []byte(b.String()), nil
}
