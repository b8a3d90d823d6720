module example.com/project

go 1.26
