package onepanel

import (
	"net/http"
	"net/url"
	"os"
	"strconv"

	"github.com/gin-gonic/gin"
)

// DownloadWebsiteSSL sends a certificate archive as an attachment.
func (b *BaseApi) DownloadWebsiteSSL(c *gin.Context) {
	file, err := os.Open("/opt/1panel/ssl.zip")
	if err != nil {
		return
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return
	}
	c.Header("Content-Length", strconv.FormatInt(info.Size(), 10))
	// Source: github.com/1Panel-dev/1Panel/backend/app/api/v1/website_ssl.go:246 (escaper: the escaped name goes into a Content-Disposition header parameter, not a URI path or query)
	c.Header("Content-Disposition", "attachment; filename*=utf-8''"+url.PathEscape(info.Name())) // lookalike
	http.ServeContent(c.Writer, c.Request, info.Name(), info.ModTime(), file)
}
