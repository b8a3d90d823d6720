// Package onepanel holds cases rewritten from github.com/1Panel-dev/1Panel
// (a server control panel: websites, reverse proxies, backup storage, databases).
package onepanel

import (
	"net/http"
	"net/url"
	"os"
	"strconv"

	"github.com/gin-gonic/gin"
)

// BaseApi holds the HTTP handlers.
type BaseApi struct{}

// Download sends a file as an attachment (router: /files/download).
func (b *BaseApi) Download(c *gin.Context) {
	filePath := c.Request.URL.Query().Get("path")
	file, err := os.Open(filePath)
	if err != nil {
		return
	}
	defer file.Close()
	info, _ := file.Stat()
	c.Header("Content-Length", strconv.FormatInt(info.Size(), 10))
	// Source: github.com/1Panel-dev/1Panel/backend/app/api/v1/file.go:501 (escaper: the escaped file name is the RFC 5987 ext-value of a Content-Disposition header, not part of any URI, so no URI escaper rule applies)
	c.Header("Content-Disposition", "attachment; filename*=utf-8''"+url.PathEscape(info.Name())) // lookalike
	http.ServeContent(c.Writer, c.Request, info.Name(), info.ModTime(), file)
}
