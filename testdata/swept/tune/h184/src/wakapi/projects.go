package wakapi

import (
	"net/url"
	"strings"
)

// Project mimics the WakaTime project view model returned as JSON.
type Project struct {
	ID             string `json:"id"`
	Name           string `json:"name"`
	UrlencodedName string `json:"urlencoded_name"`
}

func loadProjects(names []string, q string, exact bool) []*Project {
	projects := make([]*Project, 0, len(names))
	for _, p := range names {
		if (exact && p == q) || (!exact && strings.HasPrefix(p, q)) {
			projects = append(projects, &Project{
				ID:   p,
				Name: p,
				// Source: github.com/muety/wakapi/routes/compat/wakatime/v1/projects.go:121 (escaper: by the escaper check no URI is built here: the QueryEscape result is only returned as the urlencoded_name JSON field that mimics WakaTime's API)
				UrlencodedName: url.QueryEscape(p), // lookalike
			})
		}
	}
	return projects
}
