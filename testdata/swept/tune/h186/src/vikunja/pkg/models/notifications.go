// Package models rewrites the cases of code.vikunja.io/api/pkg/models.
package models

import (
	"fmt"
	"html"
	"net/url"
	"os"
	"strconv"
)

// servicePublicURL stands in for config.ServicePublicURL.
var servicePublicURL string

// getMailDomain stands in for mail.GetMailDomain: the host of the public URL without its port.
func getMailDomain() string {
	if servicePublicURL != "" {
		if parsedURL, err := url.Parse(servicePublicURL); err == nil && parsedURL.Hostname() != "" {
			return parsedURL.Hostname()
		}
	}
	if hostname, err := os.Hostname(); err == nil && hostname != "" {
		return hostname
	}
	return "vikunja"
}

func getThreadID(taskID int64) string {
	return fmt.Sprintf("<task-%d@%s>", taskID, getMailDomain())
}

// Task is a task.
type Task struct {
	ID    int64
	Title string
}

// renderTaskNotificationHTML stands in for ToMail plus notifications.RenderMail: the
// title is escaped and only the task link becomes an anchor.
func renderTaskNotificationHTML(task *Task) string {
	link := servicePublicURL + "tasks/" + strconv.FormatInt(task.ID, 10)
	return `<p><a href="` + link + `">` + html.EscapeString(task.Title) + `</a></p>`
}
