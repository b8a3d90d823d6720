package glance

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

type config struct {
	Server struct {
		Host    string `yaml:"host"`
		Port    uint16 `yaml:"port"`
		BaseURL string `yaml:"base-url"`
	}
}

type application struct {
	Config    config
	CreatedAt time.Time
}

const staticFSHash = "abc123"

func newApplication(cfg config) *application {
	app := &application{Config: cfg, CreatedAt: time.Now()}
	// base-url is stored without its trailing slash
	app.Config.Server.BaseURL = strings.TrimRight(app.Config.Server.BaseURL, "/")
	return app
}

func (a *application) StaticAssetPath(asset string) string {
	return a.Config.Server.BaseURL + "/static/" + staticFSHash + "/" + asset
}

// VersionedAssetPath is called from document.html as
// {{ .App.VersionedAssetPath "manifest.json" }} for <link rel="manifest">;
// the server serves it at GET /manifest.json.
func (a *application) VersionedAssetPath(asset string) string {
	// Source: github.com/glanceapp/glance/internal/glance/glance.go:441 (baseslash: base-url is trimmed of its trailing slash and the asset "manifest.json" has no leading one, so base-url /glance yields /glancemanifest.json instead of /glance/manifest.json)
	return a.Config.Server.BaseURL + asset + "?v=" + strconv.FormatInt(a.CreatedAt.Unix(), 10) // defect baseslash
}

func (a *application) manifestLink() string {
	return a.VersionedAssetPath("manifest.json")
}

func (a *application) server() *http.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /manifest.json", func(w http.ResponseWriter, r *http.Request) {})

	return &http.Server{
		// Source: github.com/glanceapp/glance/internal/glance/glance.go:501 (hostjoin: the configured server host and port are joined with "%s:%d" into the listen authority, which breaks for an IPv6 host such as ::1; net.JoinHostPort is right)
		Addr:    fmt.Sprintf("%s:%d", a.Config.Server.Host, a.Config.Server.Port), // defect hostjoin
		Handler: mux,
	}
}
