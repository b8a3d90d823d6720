package onepanel

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"

	"github.com/gin-gonic/gin"
)

// ContainerService manages containers.
type ContainerService struct{}

// DownloadContainerLogs writes container logs to a temporary file and sends it.
func (u *ContainerService) DownloadContainerLogs(containerType, container, since, tail string, c *gin.Context) error {
	tempFile, err := os.CreateTemp("", container+"-*.log")
	if err != nil {
		return err
	}
	defer tempFile.Close()
	info, _ := tempFile.Stat()

	c.Header("Content-Length", strconv.FormatInt(info.Size(), 10))
	// Source: github.com/1Panel-dev/1Panel/backend/app/service/container.go:836 (escaper: a Content-Disposition filename* value, no URI, so a URI escaper check has nothing to demand)
	c.Header("Content-Disposition", "attachment; filename*=utf-8''"+url.PathEscape(info.Name())) // lookalike
	http.ServeContent(c.Writer, c.Request, info.Name(), info.ModTime(), tempFile)
	return nil
}

// Port is a published container port as the Docker API reports it.
type Port struct {
	IP          string
	PrivatePort uint16
	PublicPort  uint16
	Type        string
}

// simplifyPort renders published ports for the container list in the UI,
// the way "docker ps" shows them (0.0.0.0:8080->80/tcp).
func simplifyPort(ports []Port) []string {
	var datas []string
	if len(ports) == 0 {
		return datas
	}
	if len(ports) == 1 {
		ip := ""
		if len(ports[0].IP) != 0 {
			// Source: github.com/1Panel-dev/1Panel/backend/app/service/container.go:1303 (hostjoin: the joined IP and port form a display label for the container list, never dialled or parsed as an authority, and a value only shown is no URI use)
			ip = ports[0].IP + ":" // lookalike
		}
		itemPortStr := fmt.Sprintf("%s%v/%s", ip, ports[0].PrivatePort, ports[0].Type)
		if ports[0].PublicPort != 0 {
			itemPortStr = fmt.Sprintf("%s%v->%v/%s", ip, ports[0].PublicPort, ports[0].PrivatePort, ports[0].Type)
		}
		datas = append(datas, itemPortStr)
		return datas
	}
	// ranges of consecutive ports are folded the same way
	return datas
}
