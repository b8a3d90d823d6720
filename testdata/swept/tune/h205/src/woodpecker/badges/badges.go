package badges

import (
	"bytes"
	"text/template"
)

type badge struct {
	Dx, StatusDx int
	StatusX      string
	Color        string
	Subject      string
	Status       string
}

var flat = template.Must(template.New("flat").Parse(flatTemplate))

var layouts = map[string]badge{
	"none":    {Dx: 82, StatusDx: 33, StatusX: "64.5", Color: "#9f9f9f"},
	"success": {Dx: 98, StatusDx: 49, StatusX: "72.5", Color: "#44cc11"},
	"failure": {Dx: 89, StatusDx: 40, StatusX: "68", Color: "#e05d44"},
	"error":   {Dx: 81, StatusDx: 32, StatusX: "64", Color: "#9f9f9f"},
	"started": {Dx: 94, StatusDx: 45, StatusX: "70.5", Color: "#dfb317"},
}

// Generate an SVG badge based on a pipeline status.
func Generate(name, status string) (string, error) {
	b, ok := layouts[status]
	if !ok {
		b = layouts["none"]
		status = "none"
	}
	b.Subject = name
	b.Status = status
	var buf bytes.Buffer
	if err := flat.Execute(&buf, b); err != nil {
		return "", err
	}
	return buf.String(), nil
}
