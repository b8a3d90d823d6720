package onepanel

import (
	"net/http"
	"net/url"
	"os"
	"strconv"

	"github.com/gin-gonic/gin"
)

// DownloadCAFile sends a CA certificate file as an attachment.
func (b *BaseApi) DownloadCAFile(c *gin.Context) {
	file, err := os.Open("/opt/1panel/ca.pem")
	if err != nil {
		return
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return
	}
	c.Header("Content-Length", strconv.FormatInt(info.Size(), 10))
	// Source: github.com/1Panel-dev/1Panel/backend/app/api/v1/website_ca.go:175 (escaper: same Content-Disposition filename* header value, which is no URI, so the choice of url.PathEscape is no URI escaper fault)
	c.Header("Content-Disposition", "attachment; filename*=utf-8''"+url.PathEscape(info.Name())) // lookalike
	http.ServeContent(c.Writer, c.Request, info.Name(), info.ModTime(), file)
}
