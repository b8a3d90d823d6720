package wails

// Info is the project info.
type Info struct {
	Comments *string
}

func (i *Info) setDefaults() {
	if i.Comments == nil {
		// Source: github.com/wailsapp/wails/v2/internal/project/project.go:195 (syntax: a default comment text for the binary's metadata that names the site in parentheses, prose not a URI; uniform sample of 12 of 25.)
		v := "Built using Wails (https://wails.io)" // lookalike
		i.Comments = &v
	}
}
