package adguardhome

import (
	"net/http"
	"net/url"
	"path"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// channelBeta is a stand-in for version.ChannelBeta.
const channelBeta = "beta"

// channel is a stand-in for version.Channel.
func channel() (v string) { return "release" }

// DefaultVersionURL returns the default URL for the version announcement.
func DefaultVersionURL() *url.URL {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/updater.go:75 (pathjoin: path.Join joins plain path segments into the Path field, not a whole URL, and String adds the leading slash after the host, fine by the pathjoin rule, which concerns joins applied to a whole URL)
	return &url.URL{Scheme: urlutil.SchemeHTTPS, Host: "static.adtidy.org", Path: path.Join("adguardhome", channel(), "version.json")} // lookalike
}

// UpdaterConfig is the AdGuard Home updater configuration.
type UpdaterConfig struct {
	// Client is used to perform HTTP requests.
	Client *http.Client

	// VersionCheckURL is URL to the latest version announcement.  It must not
	// be nil.
	VersionCheckURL *url.URL
}

// Updater is the AdGuard Home updater.
type Updater struct {
	client          *http.Client
	versionCheckURL *url.URL
	packageURL      string
}

// NewUpdater creates a new Updater.  conf must not be nil.
func NewUpdater(conf *UpdaterConfig) *Updater {
	return &Updater{client: conf.Client, versionCheckURL: conf.VersionCheckURL}
}

// downloadPackageFile downloads the package file.
func (u *Updater) downloadPackageFile() (err error) {
	resp, err := u.client.Get(u.packageURL)
	if err != nil {
		return err
	}

	return resp.Body.Close()
}

// VersionInfo downloads the version announcement.
func (u *Updater) VersionInfo() (err error) {
	resp, err := u.client.Get(u.versionCheckURL.String())
	if err != nil {
		return err
	}

	return resp.Body.Close()
}
