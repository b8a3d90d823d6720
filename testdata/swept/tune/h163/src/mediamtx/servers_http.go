package mediamtx

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
)

// moqTrailingSlashLocation is trailingSlashLocation of servers/moq.
func moqTrailingSlashLocation(rawPath string, rawQuery string) string {
	res := path.Clean(rawPath)
	res = strings.TrimLeft(res, "/\\")
	res = "/" + res + "/"

	if rawQuery != "" {
		// Source: github.com/bluenviron/mediamtx/internal/servers/moq/http_server.go:85 (escaper: the raw query, already escaped, is appended unchanged to the redirect Location)
		res += "?" + rawQuery // lookalike
	}

	return res
}

// webrtcTrailingSlashLocation is trailingSlashLocation of servers/webrtc.
func webrtcTrailingSlashLocation(rawPath string, rawQuery string) string {
	res := path.Clean(rawPath)
	res = strings.TrimLeft(res, "/\\")
	res = "/" + res + "/"

	if rawQuery != "" {
		// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/http_server.go:49 (escaper: the raw query, already escaped, is appended unchanged to the redirect Location)
		res += "?" + rawQuery // lookalike
	}

	return res
}

func sessionLocation(publish bool, path string, rawQuery string, secret uuid.UUID) string {
	res := "/" + path + "/"

	if publish {
		res += "whip"
	} else {
		res += "whep"
	}

	res += "/" + secret.String()

	if rawQuery != "" {
		// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/http_server.go:67 (escaper: the raw query of the WHIP/WHEP request, already escaped, appended unchanged to the session Location)
		res += "?" + rawQuery // lookalike
	}

	return res
}

// ICEServer is a WebRTC ICE server (pwebrtc.ICEServer).
type ICEServer struct {
	URLs       []string
	Username   string
	Credential string
}

const turnSecretExpiration = 24 * time.Hour

// generateICEServers stands in for Server.generateICEServers of servers/webrtc.
func generateICEServers(servers []WebRTCICEServer, randomUser string) []ICEServer {
	ret := make([]ICEServer, 0, len(servers))

	for _, server := range servers {
		if server.Username == "AUTH_SECRET" {
			expireDate := time.Now().Add(turnSecretExpiration).Unix()

			// Source: github.com/bluenviron/mediamtx/internal/servers/webrtc/server.go:498 (hostjoin: a TURN REST username made of expiry time and user, expiry:user, not a host and port)
			server.Username = strconv.FormatInt(expireDate, 10) + ":" + randomUser // lookalike

			h := hmac.New(sha1.New, []byte(server.Password))
			h.Write([]byte(server.Username))

			server.Password = base64.StdEncoding.EncodeToString(h.Sum(nil))
		}

		ret = append(ret, ICEServer{
			URLs:       []string{server.URL},
			Username:   server.Username,
			Credential: server.Password,
		})
	}

	return ret
}
