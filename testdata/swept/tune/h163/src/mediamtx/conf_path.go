package mediamtx

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"regexp"
	"strings"

	"github.com/bluenviron/gortsplib/v5/pkg/base"
)

var (
	rePathName              = regexp.MustCompile(`^[0-9a-zA-Z_\-/\.~]+$`)
	reSourcePlaceholderPort = regexp.MustCompile(`:\$G[0-9]+`)
	reSourcePlaceholder     = regexp.MustCompile(`\$(G[0-9]+|MTX_QUERY)`)
)

// ForwardDest is a destination to which a path is forwarded.
type ForwardDest struct {
	Dest            string
	DestFingerprint string
	WHIPBearerToken string
}

// Path is the configuration of a path.
type Path struct {
	Name             string
	Source           string
	SourceRedirect   string
	Fallback         *string
	RTPSDP           string
	Forward          []ForwardDest
	RunOnAvailable   string
	RunOnUnavailable string
	RunOnDemand      string
	RunOnUnDemand    string
	RunOnOnline      string
	RunOnOffline     string
	RunOnRead        string
	RunOnUnread      string
}

// IsValidPathName checks a path name.
func IsValidPathName(name string) error {
	if name == "" {
		return fmt.Errorf("cannot be empty")
	}
	if !rePathName.MatchString(name) {
		return fmt.Errorf("can contain only alphanumeric characters, underscore, dot, minus, slash")
	}
	for _, segment := range strings.Split(name, "/") {
		if segment == "." || segment == ".." {
			return fmt.Errorf("can't contain dot path segments")
		}
	}
	return nil
}

func checkRedirect(v string) error {
	if strings.HasPrefix(v, "/") {
		err := IsValidPathName(v[1:])
		if err != nil {
			return fmt.Errorf("'%s': %w", v, err)
		}
	} else {
		_, err := base.ParseURL(v)
		if err != nil {
			return fmt.Errorf("'%s' is not a valid RTSP URL", v)
		}
	}

	return nil
}

func validateURL(source string) (*url.URL, error) {
	s := reSourcePlaceholderPort.ReplaceAllString(source, ":1935")
	s = reSourcePlaceholder.ReplaceAllString(s, "abc")

	u, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("'%s' is not a valid URL", source)
	}

	if u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("'%s' is not a valid URL", source)
	}

	if u.User != nil {
		pass, _ := u.User.Password()
		user := u.User.Username()
		if user != "" && pass == "" ||
			user == "" && pass != "" {
			return nil, fmt.Errorf("username and password must be both provided")
		}
	}

	return u, nil
}

// Validate validates a forward destination.
func (p *ForwardDest) Validate() error {
	u, err := validateURL(strings.ReplaceAll(p.Dest, "$MTX_PATH", "path"))
	if err != nil {
		return err
	}

	switch u.Scheme {
	case "rtmp", "rtmps", "rtsp", "rtsps", "srt", "whip", "whips":
	default:
		return fmt.Errorf(
			"unsupported scheme '%s', supported ones are rtmp, rtmps, rtsp, rtsps, srt, whip and whips",
			u.Scheme)
	}

	return nil
}

func (pconf *Path) validate(name string) error {
	pconf.Name = name

	if pconf.Source != "redirect" && pconf.SourceRedirect != "" {
		return fmt.Errorf("'sourceRedirect' is useless when source is not 'redirect'")
	}

	scheme, _, _ := strings.Cut(pconf.Source, ":")

	switch {
	case pconf.Source == "" || pconf.Source == "publisher":

	// Source: github.com/bluenviron/mediamtx/internal/conf/path.go:510 (sink: a bare scheme prefix only compared with strings.HasPrefix to pick the validation branch, no URI use; uniform sample 8 of 53 scheme-prefix comparisons)
	case strings.HasPrefix(pconf.Source, "rtmp://") || // lookalike
		scheme == "rtmps":
		_, err := validateURL(pconf.Source)
		if err != nil {
			return err
		}

	// Source: github.com/bluenviron/mediamtx/internal/conf/path.go:563 (sink: a bare scheme prefix only compared with strings.HasPrefix for the deprecated unix+rtp source, no URI use; uniform sample 8 of 53 scheme-prefix comparisons)
	case strings.HasPrefix(pconf.Source, "unix+rtp://"): // lookalike
		if pconf.RTPSDP == "" {
			return fmt.Errorf("`rtpSDP` was not provided")
		}

	case scheme == "udp" || scheme == "udp+mpegts" || scheme == "udp+rtp":
		u, err := validateURL(pconf.Source)
		if err != nil {
			return err
		}

		_, _, err = net.SplitHostPort(u.Host)
		if err != nil {
			return fmt.Errorf("'%s' is missing the port", pconf.Source)
		}

	case pconf.Source == "redirect":
		if pconf.SourceRedirect == "" {
			return fmt.Errorf("source redirect must be filled")
		}

		err := checkRedirect(pconf.SourceRedirect)
		if err != nil {
			return err
		}

	default: // rtsp, rtsps, http, https, srt, moqt, whep, wheps
		_, err := validateURL(pconf.Source)
		if err != nil {
			return err
		}
	}

	for i, f := range pconf.Forward {
		err := f.Validate()
		if err != nil {
			return fmt.Errorf("invalid 'forward': entry %d: %w", i, err)
		}
	}

	if pconf.Fallback != nil {
		err := checkRedirect(*pconf.Fallback)
		if err != nil {
			return err
		}
	}

	return nil
}

func unquote(v string) string {
	v = strings.TrimSpace(v)
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		return v[1 : len(v)-1]
	}
	return v
}

// Load reads and validates a configuration file. It stands in for conf.Load
// and reads only the keys the rewritten tests use.
func Load(fpath string) (*Conf, string, error) {
	byts, err := os.ReadFile(fpath)
	if err != nil {
		return nil, "", err
	}

	conf := &Conf{Paths: map[string]*Path{}}
	var cur *Path

	for _, line := range strings.Split(string(byts), "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " "))
		key, val, _ := strings.Cut(strings.TrimPrefix(trimmed, "- "), ":")
		val = unquote(val)

		switch {
		case indent == 0:
			cur = nil
			switch key {
			case "authMethod":
				conf.AuthMethod = AuthMethod(val)
			case "authHTTPAddress":
				conf.AuthHTTPAddress = val
			case "authJWTJWKS":
				conf.AuthJWTJWKS = val
			case "authJWTClaimKey":
				conf.AuthJWTClaimKey = val
			}

		case indent == 2:
			cur = &Path{}
			conf.Paths[strings.Trim(key, "'")] = cur

		case cur != nil:
			switch key {
			case "source":
				cur.Source = val
			case "sourceRedirect":
				cur.SourceRedirect = val
			case "fallback":
				cur.Fallback = &val
			case "rtpSDP":
				cur.RTPSDP = val
			case "dest":
				cur.Forward = append(cur.Forward, ForwardDest{Dest: val})
			}
		}
	}

	err = conf.Validate()
	if err != nil {
		return nil, "", err
	}

	return conf, fpath, nil
}
