package lima

import "testing"

func TestRenderTemplate(t *testing.T) {
	tests := []struct {
		Manager      *TemplateFileBasedManager
		Name         string
		InstanceName string
		Expected     string
		WorkDir      string
	}{
		{
			Manager:      Launchd,
			Name:         "render darwin launchd plist",
			InstanceName: "default",
			Expected: `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
				// Source: github.com/lima-vm/lima/v2/pkg/autostart/autostart_test.go:56 (plainhttp: expected plist text whose DOCTYPE carries Apple's fixed DTD identifier, never fetched, a URL inside a larger text and never fetched, as prose under rule 4)
				`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n" + // lookalike
				"<plist version=\"1.0\">\n<dict>\n\t<key>Label</key>\n\t<string>io.lima-vm.autostart.default</string>\n" +
				"\t<key>WorkingDirectory</key>\n\t<string>/some/path</string>\n</dict>\n</plist>\n",
			WorkDir: "/some/path",
		},
		{
			Manager:      LaunchdDaemon,
			Name:         "render darwin launchd daemon plist",
			InstanceName: "k3s",
			Expected: `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
				// Source: github.com/lima-vm/lima/v2/pkg/autostart/autostart_test.go:91 (plainhttp: expected daemon plist text with Apple's fixed DTD identifier, never fetched, a URL inside a larger text and never fetched, as prose under rule 4)
				`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n" + // lookalike
				"<plist version=\"1.0\">\n<dict>\n\t<key>Label</key>\n\t<string>io.lima-vm.daemon.k3s</string>\n" +
				"\t<key>WorkingDirectory</key>\n\t<string>/some/path</string>\n</dict>\n</plist>\n",
			WorkDir: "/some/path",
		},
	}
	for _, tt := range tests {
		t.Run(tt.Name, func(t *testing.T) {
			tmpl, err := tt.Manager.renderTemplate(tt.InstanceName, tt.WorkDir)
			if err != nil {
				t.Fatal(err)
			}
			if string(tmpl) != tt.Expected {
				t.Errorf("got %q, want %q", tmpl, tt.Expected)
			}
		})
	}
}
