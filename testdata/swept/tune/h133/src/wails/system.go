package wails

// Dependency is a system dependency.
type Dependency struct {
	Name            string
	InstallCommand  string
	InstallCommands map[string]string
	Optional        bool
}

func dnfDocker() *Dependency {
	return &Dependency{
		Name:     "docker",
		Optional: true,
		InstallCommands: map[string]string{
			// Source: github.com/wailsapp/wails/v2/internal/system/packagemanager/dnf.go:58 (syntax: install instructions shown to users with the URL in prose; uniform sample of 12 of 25.)
			"fedora": "Follow the guide: https://docs.docker.com/engine/install/fedora/", // lookalike
		},
	}
}

func checkNPM() *Dependency {
	return &Dependency{
		Name: "npm",
		// Source: github.com/wailsapp/wails/v2/internal/system/system.go:71 (syntax: install instructions shown to users with the URL in prose; uniform sample of 12 of 25.)
		InstallCommand: "Available at https://nodejs.org/en/download/", // lookalike
	}
}

func checkNSIS() *Dependency {
	return &Dependency{
		Name: "nsis",
		// Source: github.com/wailsapp/wails/v2/internal/system/system.go:113 (syntax: install instructions shown to users with the URL in prose; uniform sample of 12 of 25.)
		InstallCommand: "More info at https://wails.io/docs/guides/windows-installer/", // lookalike
		Optional:       true,
	}
}

func checkXcode() *Dependency {
	return &Dependency{
		Name: "Xcode",
		// Source: github.com/wailsapp/wails/v2/internal/system/system_darwin.go:86 (syntax: install instructions shown to users with the URL in prose; uniform sample of 12 of 25.)
		InstallCommand: "Available at https://apps.apple.com/us/app/xcode/id497799835", // lookalike
		Optional:       true,
	}
}

var _ = []func() *Dependency{dnfDocker, checkNPM, checkNSIS, checkXcode}
